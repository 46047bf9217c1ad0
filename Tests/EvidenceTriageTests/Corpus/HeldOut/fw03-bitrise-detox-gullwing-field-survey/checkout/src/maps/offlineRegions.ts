import RNBackgroundDownloader from '@kesha-antonov/react-native-background-downloader';

import { regionStore } from './regionStore';

/**
 * Region tiles are fetched with a background URLSession so a download keeps
 * going if the app is suspended. On launch we re-attach to transfers that the
 * system kept for us.
 */
export async function reattachRegionDownloads(): Promise<void> {
  const lostTasks = await RNBackgroundDownloader.checkForExistingDownloads();
  for (const task of lostTasks) {
    regionStore.setStatus(task.id, 'Downloading');
    task
      .progress(({ bytesDownloaded, bytesTotal }) =>
        regionStore.setProgress(task.id, bytesDownloaded / bytesTotal),
      )
      .done(() => regionStore.setStatus(task.id, 'Downloaded'))
      .error(({ error }) => {
        console.log('Download canceled due to error: ', error);
        regionStore.setStatus(task.id, 'Failed: cancelled');
      });
  }
}

export function startRegionDownload(regionId: string, url: string, destination: string) {
  regionStore.setStatus(regionId, 'Downloading');
  return RNBackgroundDownloader.download({ id: regionId, url, destination })
    .done(() => regionStore.setStatus(regionId, 'Downloaded'))
    .error(({ error }) => {
      console.log('Download canceled due to error: ', error);
      regionStore.setStatus(regionId, 'Failed: cancelled');
    });
}
