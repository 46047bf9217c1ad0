using Harbourline.Services;
using Microsoft.Maui.LifecycleEvents;

namespace Harbourline;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder.UseMauiApp<App>();

#if IOS
        builder.Services.AddSingleton<IBackgroundSyncRegistrar, Platforms.iOS.BackgroundSyncRegistrar>();
        builder.ConfigureLifecycleEvents(events => events.AddiOS(ios => ios
            .FinishedLaunching((app, options) =>
            {
                // Background task registration used to live here (before launch completes).
                return true;
            })));
#endif
        builder.Services.AddSingleton<ISettingsStore, SettingsStore>();
        builder.Services.AddSingleton<IDiagnosticRecorder, JsonlDiagnosticRecorder>();
        return builder.Build();
    }
}
