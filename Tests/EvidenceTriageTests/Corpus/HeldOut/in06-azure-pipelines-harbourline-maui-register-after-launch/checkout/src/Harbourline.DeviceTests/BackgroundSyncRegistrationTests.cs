using Harbourline.Platforms.iOS;
using Harbourline.Services;
using Xunit;

namespace Harbourline.DeviceTests;

public class BackgroundSyncRegistrationTests
{
    [Fact]
    public void IdentifiersArePermittedInInfoPlist()
    {
        var permitted = Foundation.NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers")?.ToString();
        Assert.Contains(BackgroundSyncRegistrar.BerthSyncId, permitted);
        Assert.Contains(BackgroundSyncRegistrar.LogCompactId, permitted);
    }

    [Fact]
    public async Task RegistersHandlersOnStart()
    {
        var registrar = new BackgroundSyncRegistrar(new JsonlDiagnosticRecorder());
        var app = new App(registrar, new InMemorySettingsStore(SyncJobs.All));

        await app.StartForTestingAsync();   // runs App.OnStart() the way the running app does

        Assert.True(registrar.IsRegistered);
    }
}
