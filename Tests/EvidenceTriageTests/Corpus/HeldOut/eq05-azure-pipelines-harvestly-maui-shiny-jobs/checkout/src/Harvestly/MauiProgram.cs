using Harvestly.Jobs;
using Microsoft.Extensions.Logging;
using Shiny;
using Shiny.Jobs;

namespace Harvestly;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .UseMauiApp<App>()
            .UseShiny()
            .ConfigureFonts(fonts => fonts.AddFont("Inter-Regular.ttf", "InterRegular"));

        // Shiny 3.x: jobs run through BGTaskScheduler on iOS (was background fetch in 2.7).
        builder.Services.AddJob(new JobInfo(
            typeof(FieldLogSyncJob),
            nameof(FieldLogSyncJob),
            RunOnForeground: false,
            RequiredInternetAccess: InternetAccess.Any,
            DeviceCharging: false,
            BatteryNotLow: true));

        builder.Services.AddSingleton<Harvestly.Core.Yield.YieldCalculator>();
#if DEBUG
        builder.Logging.AddDebug();
#endif
        return builder.Build();
    }
}
