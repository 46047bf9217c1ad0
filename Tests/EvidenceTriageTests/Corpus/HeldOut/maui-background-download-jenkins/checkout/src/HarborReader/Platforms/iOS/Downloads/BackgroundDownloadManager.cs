using Foundation;

namespace HarborReader.Platforms.iOS.Downloads;

public partial class BackgroundDownloadManager
{
    public string SessionIdentifier => "com.harborreader.app.downloads";

    public void Enqueue(NSUrl url)
    {
        // Same session whether we are foreground or background; iOS decides
        // (discretionary) when a background-initiated transfer actually runs.
        var task = Session.CreateDownloadTask(url);
        task.Resume();
        Log.Info($"enqueued {url.LastPathComponent} task={task.TaskIdentifier} state={UIKit.UIApplication.SharedApplication.ApplicationState}");
    }
}
