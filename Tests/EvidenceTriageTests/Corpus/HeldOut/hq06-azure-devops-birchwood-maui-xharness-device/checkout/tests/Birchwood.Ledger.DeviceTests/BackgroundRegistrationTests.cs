using Birchwood.Ledger.Platforms.iOS;
using Foundation;
using Xunit;

namespace Birchwood.Ledger.DeviceTests;

// The device-test host runs the app's FinishedLaunching, so registration has
// already happened when these tests run; they read the recorded results.
public class BackgroundRegistrationTests
{
    [Fact]
    public void RegistersCompactionHandlerAtLaunch()
    {
        Assert.True(LedgerBackgroundTasks.RegistrationResults[LedgerBackgroundTasks.CompactTaskId]);
    }

    [Fact]
    public void RegistersRefreshHandlerAtLaunch()
    {
        Assert.True(LedgerBackgroundTasks.RegistrationResults[LedgerBackgroundTasks.RefreshTaskId]);
    }

    [Fact]
    public void SubmitsRefreshRequest()
    {
        var ex = Record.Exception(() => LedgerBackgroundTasks.SubmitRefresh());
        Assert.Null(ex);
    }
}
