using CommunityToolkit.Maui;
using Kestrel.App.Jobs;
using Kestrel.App.Services;
using Microsoft.Extensions.Logging;

namespace Kestrel.App;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .UseMauiApp<App>()
            .UseMauiCommunityToolkit()
            .UseShiny()
            .ConfigureFonts(fonts =>
            {
                fonts.AddFont("Inter-Regular.ttf", "InterRegular");
                fonts.AddFont("Inter-SemiBold.ttf", "InterSemiBold");
            });

        builder.Services.AddSingleton<ISightingStore, SqliteSightingStore>();
        builder.Services.AddSingleton<IUploadClient, UploadClient>();

        // Periodic upload of field notes taken offline (BGProcessingTask on iOS).
        builder.Services.AddJob(typeof(SightingUploadJob));

#if DEBUG
        builder.Logging.AddDebug();
#endif
        return builder.Build();
    }
}
