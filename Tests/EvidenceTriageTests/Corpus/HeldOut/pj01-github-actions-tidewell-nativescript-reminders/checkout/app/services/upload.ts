import * as bghttp from '@nativescript/background-http';

const session = bghttp.session('tidewell-photo-upload');

export function uploadCatchPhoto(path: string, onDone: (code: number) => void) {
  const task = session.uploadFile(path, {
    url: 'https://api.tidewell.app/v2/catches/photo',
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    description: 'catch-photo',
  });
  task.on('complete', (e: any) => {
    console.log('upload complete responseCode=' + e.responseCode);
    onDone(e.responseCode);
  });
}
