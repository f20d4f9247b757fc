import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LeaveQuestion, leaveWithoutAsking, usePageHasChanges } from '../../components/unsaved-changes.tsx';
import { endSession } from '../../session/session-api.ts';
import { sessionStore, useCurrentUser } from '../../session/session-store.ts';

export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const hasChanges = usePageHasChanges();
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  const signOut = () => {
    setConfirming(false);
    const renewToken = sessionStore.get()?.renewToken;
    if (renewToken) void endSession(renewToken);
    sessionStore.clear();
    navigate('/login', { replace: true, ...leaveWithoutAsking });
  };

  return (
    <>
      <Menu position="bottom-end" width={200} shadow="md">
        <Menu.Target>
          {/* Its name holds all the text shown on it (Label in Name): initials in the avatar would not be. */}
          <UnstyledButton aria-label={`${user.fullName}, user menu`}>
            <Group gap="xs" wrap="nowrap">
              <Avatar radius="xl" size="sm" color="teal" />
              <Text size="sm" fw={500} visibleFrom="xs">
                {user.fullName}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={() => navigate('/my-profile')}>
            Edit Profile
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            onClick={() => (hasChanges ? setConfirming(true) : signOut())}
          >
            Sign Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {confirming && <LeaveQuestion onLeave={signOut} onStay={() => setConfirming(false)} />}
    </>
  );
}
