using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace Harborlight.UITests;

public class BackgroundSyncTests : BaseTest
{
    [Test]
    public void TideSyncRunsAfterBackgrounding()
    {
        var before = App.FindElement(MobileBy.AccessibilityId("LastTideSync")).Text;
        App.BackgroundApp(TimeSpan.FromMinutes(5)); // iOS should run the tide-refresh BGAppRefreshTask meanwhile
        var after = App.FindElement(MobileBy.AccessibilityId("LastTideSync")).Text;
        Assert.That(after, Is.Not.EqualTo(before), "tide-refresh did not run while the app was in the background");
    }
}
