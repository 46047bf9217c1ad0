using Microsoft.Maui.LifecycleEvents;
#if IOS
using BackgroundTasks;
using UIKit;
#endif

namespace TallyhoField;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder.UseMauiApp<App>();
        builder.Services.AddSingleton<SyncSchedule>();
        builder.Services.AddSingleton<FieldSyncService>();

        builder.ConfigureLifecycleEvents(events =>
        {
#if IOS
            events.AddiOS(ios =>
            {
                ios.FinishedLaunching((app, options) =>
                {
                    // BGProcessingTask for photo uploads (registered before launch ends).
                    var ok = BGTaskScheduler.Shared.Register("com.tallyho.field.upload", null, UploadTask.Handle);
                    Console.WriteLine($"[tallyho] BGTaskScheduler.Register(com.tallyho.field.upload) -> {ok}");
                    DiagnosticsRecorder.Registration("com.tallyho.field.upload", "processing", ok);
                    return true;
                });
                // Legacy background fetch for the 6-hourly field sync (PerformFetch has
                // no iOSLifecycleBuilderExtensions helper, hence AddEvent).
                ios.AddEvent<iOSLifecycle.PerformFetch>(nameof(iOSLifecycle.PerformFetch), (app, completion) =>
                    FieldSyncService.Current.RunFromBackgroundFetch(completion));
            });
#endif
        });
        return builder.Build();
    }
}
