using BackgroundTasks;
using Foundation;
using ObjCRuntime;

namespace Harborlight.Platforms.iOS;

public class BackgroundJobHost
{
    public bool EnsureRegistered(string identifier)
    {
        // BUG: called from MainPageViewModel, after launch. BGTaskScheduler
        // requires every launch handler to be registered before
        // FinishedLaunching returns.
        return BGTaskScheduler.Shared.Register(identifier, null, task => SyncJob.Run((BGProcessingTask)task));
    }
}
