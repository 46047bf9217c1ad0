using System;
using System.IO;
using System.Threading.Tasks;
using Foundation;

namespace Trailmark.iOS.Services
{
    // Delegate for the background NSUrlSession that pre-fetches offline map tiles.
    public class TileDownloadDelegate : NSUrlSessionDownloadDelegate
    {
        readonly TileDownloadSession owner;

        public TileDownloadDelegate (TileDownloadSession owner)
        {
            this.owner = owner;
        }

        public override void DidFinishDownloading (NSUrlSession session, NSUrlSessionDownloadTask downloadTask, NSUrl location)
        {
            var key = TileKey.Parse (downloadTask.TaskDescription);
            var dest = TileCache.PathFor (owner.CacheDirFor (key), key);
            var tmp = location.Path;

            // Moving tiles is slow on older devices; do it off the delegate queue
            // so the session can hand us the next file.
            Task.Run (() => {
                try {
                    Directory.CreateDirectory (Path.GetDirectoryName (dest));
                    if (File.Exists (dest))
                        File.Delete (dest);
                    File.Move (tmp, dest);
                    Console.WriteLine ($"[TileDownloadDelegate] cached {key} -> {dest}");
                } catch (Exception ex) {
                    Console.WriteLine ($"[TileDownloadDelegate] move failed for tile {key}: {ex.GetType ()}: {ex.Message}");
                }
            });

            owner.RaiseTileFinished (key);
        }

        public override void DidCompleteWithError (NSUrlSession session, NSUrlSessionTask task, NSError error)
        {
            if (error != null)
                Console.WriteLine ($"[TileDownloadDelegate] task {task.TaskDescription} failed: {error}");
        }

        public override void DidFinishEventsForBackgroundSession (NSUrlSession session)
        {
            var handler = owner.BackgroundCompletionHandler;
            owner.BackgroundCompletionHandler = null;
            handler?.Invoke ();
        }
    }
}
