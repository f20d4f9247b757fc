import type { CompanyProfile, FileRef } from '@backoffice/contracts';
import { brandColourPattern } from '@backoffice/contracts';
import { Card, ColorSwatch, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { AppButton } from '../../components/app-button.tsx';
import { AttachedFileField } from '../../components/attached-file-field.tsx';
import { contractSchema } from '../../components/contract-schemas.ts';
import { fieldProps } from '../../components/form-field.tsx';
import { validateWith } from '../../components/form-validation.ts';
import { StaleSaveNotice, useVersionedForm } from '../../components/use-versioned-form.tsx';
import { useReloadCompanyProfile, useSaveCompanyProfile } from './company-profile-api.ts';

const companyProfileRequest = contractSchema((contracts) => contracts.companyProfileRequest);

interface CompanyProfileFormValues {
  name: string;
  address: string;
  website: string;
  logo: FileRef | null;
  brandColour: string;
  disclaimer: string;
  timeZone: string;
}

let zones: string[] | undefined;

/** UTC and the zones the browser knows, with the profile's own should the browser spell it otherwise. */
function timeZoneOptions(saved: string): string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones.includes(saved) ? zones : [saved, ...zones];
}

function formValues(profile: CompanyProfile): CompanyProfileFormValues {
  return {
    name: profile.name ?? '',
    address: profile.address ?? '',
    website: profile.website ?? '',
    logo: profile.logo,
    brandColour: profile.brandColour ?? '',
    disclaimer: profile.disclaimer ?? '',
    timeZone: profile.timeZone,
  };
}

/**
 * The consultancy's name, address, website, logo, brand colour and disclaimer of the Word reports, and
 * the time zone dates are read in. A save made after another admin's shows as a stale save, with Reload.
 */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const save = useSaveCompanyProfile();
  const { form, stale, onValidSubmit } = useVersionedForm({
    record: profile,
    valuesOf: formValues,
    reload: useReloadCompanyProfile(),
    display: { logo: (value) => (value as FileRef).name },
    validate: validateWith(companyProfileRequest),
    guardsPage: true,
    resetsToSaved: true,
  });

  const submit = onValidSubmit((values) => {
    const { logo, ...texts } = values;
    save.submit(
      form,
      stale.versioned(companyProfileRequest.parse({ ...texts, logo: logo ? { id: logo.id } : null })),
      stale.saveOptions(),
    );
  });

  return (
    <Card withBorder padding="lg" maw={860}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <StaleSaveNotice stale={stale} form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...fieldProps(form, 'name', 'Company name')} autoComplete="organization" />
            <TextInput {...fieldProps(form, 'website', 'Website')} placeholder="https://www.example.com" />
            <Textarea {...fieldProps(form, 'address', 'Address')} rows={3} />
            <TextInput
              {...fieldProps(form, 'brandColour', 'Brand colour')}
              description="Headings and table headers of the Word reports, as #RRGGBB"
              placeholder="#1F4E79"
              leftSection={
                brandColourPattern.test(form.values.brandColour) ? (
                  <ColorSwatch color={form.values.brandColour} size={16} aria-hidden />
                ) : undefined
              }
            />
          </SimpleGrid>
          <AttachedFileField
            label="Logo"
            usage="logo"
            value={form.values.logo}
            onChange={(logo) => form.setFieldValue('logo', logo)}
            preview
            clearConfirm="Remove the logo from the profile?"
          />
          <Select
            {...fieldProps(form, 'timeZone', 'Time zone')}
            description="Dates and times on screen, in documents and in exports read in this zone"
            data={timeZoneOptions(profile.timeZone)}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No such time zone"
            maw={420}
          />
          <Textarea
            {...fieldProps(form, 'disclaimer', 'Disclaimer')}
            description="The last section of every Word report made from a default template"
            rows={5}
          />
          <Group justify="flex-end">
            <AppButton type="submit" loading={save.isPending}>
              Save
            </AppButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
