using System;
using BackgroundTasks;
using Foundation;

namespace Quayside.iOS.Background
{
    public static class BgTaskRegistrar
    {
        public static BgTaskProbe Probe { get; set; }

        // Called from AppDelegate.FinishedLaunching
        public static void RegisterAll()
        {
            BGTaskScheduler.Shared.Register("no.quayside.tides.refresh", null, task => Handle(task));
            BGTaskScheduler.Shared.Register("no.quayside.tides.cleanup", null, task => Handle(task));
        }

        static void Handle(BGTask task)
        {
            Probe?.Seen(task);
            task.ExpirationHandler = () => task.SetTaskCompleted(false);
            TideSync.RunAsync(task.Identifier).ContinueWith(t => task.SetTaskCompleted(t.IsCompletedSuccessfully));
        }
    }
}
