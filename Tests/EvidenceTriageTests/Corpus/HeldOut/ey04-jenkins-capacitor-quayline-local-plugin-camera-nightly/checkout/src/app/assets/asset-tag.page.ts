import { Component } from '@angular/core';
import { Camera, CameraResultType, CameraSource } from '@capacitor/camera';

@Component({ selector: 'ql-asset-tag', templateUrl: './asset-tag.page.html' })
export class AssetTagPage {
  tagPhoto?: string;

  async scanTag(): Promise<void> {
    // Camera permission prompt; iOS requires NSCameraUsageDescription in the
    // app's Info.plist before it will ask.
    await Camera.requestPermissions({ permissions: ['camera'] });
    const photo = await Camera.getPhoto({
      source: CameraSource.Camera,
      resultType: CameraResultType.Uri,
      quality: 70,
    });
    this.tagPhoto = photo.webPath;
  }
}
