using Microsoft.Extensions.Logging;
using Microsoft.Maui.TestUtils.DeviceTests.Runners;

namespace Ferrybook.DeviceTests;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder
            .ConfigureTests(new TestOptions
            {
                Assemblies = { typeof(MauiProgram).Assembly },
            })
            .UseHeadlessRunner(new HeadlessRunnerOptions { RequiresUIContext = true })
            .UseVisualRunner();

        builder.Logging.AddConsole();
        return builder.Build();
    }
}
