import { Camera, CameraResultType, CameraSource } from '@capacitor/camera';

/** #142: "Scan" now opens the camera directly instead of the photo picker. */
export async function scanReceipt() {
  return Camera.getPhoto({
    source: CameraSource.Camera,
    resultType: CameraResultType.Uri,
    quality: 70,
  });
}
