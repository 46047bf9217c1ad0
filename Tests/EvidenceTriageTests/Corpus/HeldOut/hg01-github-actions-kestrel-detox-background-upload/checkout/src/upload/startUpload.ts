import Upload from 'react-native-background-upload';
import { QueuedPhoto } from './types';
import { uploadEndpoint } from '../config/endpoints';

// Starts one background upload per queued photo. The native side creates an
// NSURLSessionUploadTask on a background session, so the transfer continues
// while the app is suspended.
export async function startUpload(photo: QueuedPhoto): Promise<string> {
  const options = {
    url: `${uploadEndpoint()}/${photo.inspectionId}/photos`,
    // photo.localPath comes from the image picker cache, e.g.
    // /var/mobile/Containers/Data/Application/<uuid>/tmp/<name>.jpg
    path: photo.localPath,
    method: 'POST' as const,
    type: 'raw' as const,
    headers: { 'content-type': 'image/jpeg', 'x-inspection-id': photo.inspectionId },
    notification: { enabled: false },
  };

  const uploadId = await Upload.startUpload(options);
  return uploadId;
}
