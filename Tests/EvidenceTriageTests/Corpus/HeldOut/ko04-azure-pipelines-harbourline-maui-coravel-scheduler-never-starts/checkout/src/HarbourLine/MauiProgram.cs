using Coravel;
using HarbourLine.Services;
using Microsoft.Extensions.Logging;

namespace HarbourLine;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .UseMauiApp<App>()
            .ConfigureFonts(fonts => fonts.AddFont("OpenSans-Regular.ttf", "OpenSansRegular"));

        builder.Services.AddSingleton<ITokenStore, KeychainTokenStore>();
        builder.Services.AddSingleton<ITideAlertFeed, TideAlertFeed>();

        // Poll berth tide alerts while the app is running (Coravel, as in our ASP.NET back office).
        builder.Services.AddScheduler();
        builder.Services.AddTransient<TideAlertInvocable>();

        var app = builder.Build();
        app.Services.UseScheduler(scheduler =>
        {
            scheduler
                .Schedule<TideAlertInvocable>()
                .EverySeconds(2)
                .PreventOverlapping(nameof(TideAlertInvocable));
        });

#if DEBUG
        builder.Logging.AddDebug();
#endif
        return app;
    }
}
