using NUnit.Framework;
using Wicket.Platforms.iOS;

namespace Wicket.Tests;

[TestFixture]
public class BackgroundRegistrationTests
{
    [Test]
    public void RegistersInventoryReindex()
    {
        Assert.That(AppDelegateProbe.Registered(InventoryBackgroundTasks.Reindex), Is.True);
    }

    [Test]
    public void RegistersInventoryRefresh()
    {
        // AppDelegate.FinishedLaunching registered both tasks before the test host started.
        Assert.That(AppDelegateProbe.Registered(InventoryBackgroundTasks.Refresh), Is.True);
    }

    [Test]
    public void SubmitsInventoryRefresh()
    {
        var error = InventoryBackgroundTasks.SubmitRefresh(TimeSpan.FromMinutes(30));
        Assert.That(error, Is.Null, () => error!.ToString());
    }
}
