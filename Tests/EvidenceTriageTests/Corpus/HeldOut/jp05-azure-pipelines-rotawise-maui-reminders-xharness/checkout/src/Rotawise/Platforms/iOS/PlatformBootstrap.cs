using BackgroundTasks;
using Foundation;
using UIKit;
using UserNotifications;

namespace Rotawise.Platforms.iOS;

/// Shared by AppDelegate and the device-test app delegate so both launch the same way.
public static class PlatformBootstrap
{
    public const string RotaSyncTaskId = "com.rotawise.app.rota-sync";

    public static void FinishedLaunching(UIApplication app, NSDictionary? options)
    {
        // Must happen before launch finishes.
        var ok = BGTaskScheduler.Shared.Register(RotaSyncTaskId, null, task => RotaSyncTask.Run((BGAppRefreshTask)task));
        Console.WriteLine($"[Rotawise] BGTaskScheduler.Register {RotaSyncTaskId} -> {ok}");
        DiagnosticsRecorder.Registration(RotaSyncTaskId, "appRefresh", ok);

        // RW-341: remote pushes for rota changes need our own delegate for
        // WillPresentNotification / DidReceiveNotificationResponse.
        var previous = UNUserNotificationCenter.Current.Delegate;
        UNUserNotificationCenter.Current.Delegate = new PushNotificationDelegate();
        Console.WriteLine($"[Rotawise.Push] Installing PushNotificationDelegate (previous: {previous?.GetType().FullName ?? "none"})");
        app.RegisterForRemoteNotifications();
    }
}
