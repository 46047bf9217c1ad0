import BackgroundFetch from 'react-native-background-fetch';
import { PhotoStore } from '../store/photoStore';
import { Uploader } from '../net/uploader';

export type FetchWindow = { deadline: number };

export class UploadQueue {
  constructor(private store: PhotoStore, private uploader: Uploader, private now = () => Date.now()) {}

  /** Runs inside the background-fetch event: iOS gives the app about 30 s. */
  async drain(taskId: string, window: FetchWindow): Promise<void> {
    const pending = await this.store.pending();
    for (const photo of pending) {
      await this.uploader.upload(photo);          // no check against window.deadline
      await this.store.markUploaded(photo.id);
    }
    BackgroundFetch.finish(taskId);
  }
}
