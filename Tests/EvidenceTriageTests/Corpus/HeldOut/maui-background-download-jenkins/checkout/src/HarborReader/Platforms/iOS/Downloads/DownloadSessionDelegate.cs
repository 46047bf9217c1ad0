using Foundation;

namespace HarborReader.Platforms.iOS.Downloads;

public class DownloadSessionDelegate : NSUrlSessionDownloadDelegate
{
    readonly BackgroundDownloadManager _manager;
    public DownloadSessionDelegate(BackgroundDownloadManager manager) => _manager = manager;

    public override void DidFinishDownloading(NSUrlSession session, NSUrlSessionDownloadTask task, NSUrl location)
        => _manager.OnFinished(task, location);

    public override void DidFinishEventsForBackgroundSession(NSUrlSession session)
    {
        // Refresh the library badge; the system snapshot is taken once we return.
        _manager.PostLibraryChanged();
        if (BackgroundCompletionStore.TryTake(session.Configuration.Identifier + ".events", out var handler))
        {
            handler.Invoke();
        }
    }
}
