using Bollard.Jobs;
using Bollard.Services;
using Microsoft.Maui.Hosting;
using Shiny;
using Shiny.Jobs;

namespace Bollard;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .UseMauiApp<App>()
            .UseShiny();

        // Checks berth assignments every 30 s while the app is open.
        builder.Services.AddJob(typeof(BerthWatchJob), nameof(BerthWatchJob), runInForeground: true);
        builder.Services.AddSingleton<IPushRegistrar, PushRegistrar>();
        builder.Services.AddSingleton<JobRunProbe>();
        return builder.Build();
    }
}
