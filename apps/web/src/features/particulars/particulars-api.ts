import {
  type FileDto,
  type FileRef,
  formMessages,
  type Particulars,
  type UpdateParticularsRequest,
} from '@backoffice/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { notify } from '../../components/notify.ts';
import { useFileUpload } from '../../components/use-file-upload.ts';
import { useInvalidateVesselStatus } from '../questionnaires/questionnaires-api.ts';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useParticulars(vesselId: number) {
  return useQuery({
    queryKey: queryKeys.vessels.particulars(vesselId),
    queryFn: () => http.get<Particulars>(`vessels/${vesselId}/particulars`),
    enabled: validId(vesselId),
  });
}

/**
 * Saves the particulars and says so. The toast is given here, not by the caller: the answer
 * replaces the form (it is keyed by the data), so the caller's callbacks would not run.
 */
export function useUpdateParticulars(vesselId: number) {
  const queryClient = useQueryClient();
  const invalidateVessel = useInvalidateVesselStatus();
  return useMutation({
    mutationFn: (body: UpdateParticularsRequest) => http.put<Particulars>(`vessels/${vesselId}/particulars`, body),
    onSuccess: (particulars) => {
      notify.success(formMessages.particularsUpdated);
      queryClient.setQueryData(queryKeys.vessels.particulars(vesselId), particulars);
      return invalidateVessel(vesselId);
    },
  });
}

/**
 * Uploads a section file (default types), attached on Save. The upload answers the file before its
 * bytes arrive (no fileUrl yet), so the stored file is read once more for its download link.
 */
export function useSectionFileUpload() {
  const { upload, uploading } = useFileUpload('default');
  const uploadRef = async (file: File): Promise<FileRef | null> => {
    const created = await upload(file);
    if (!created) return null;
    const stored = await http.get<FileDto>(`files/${created.id}`, { notify: false }).catch(() => created);
    return { id: stored.id, name: stored.name, mimeType: stored.mimeType, fileUrl: stored.fileUrl };
  };
  return { upload: uploadRef, uploading };
}
