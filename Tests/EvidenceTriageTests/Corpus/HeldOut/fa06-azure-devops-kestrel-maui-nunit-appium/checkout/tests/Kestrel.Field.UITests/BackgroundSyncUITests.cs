using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace Kestrel.Field.UITests;

[TestFixture]
public class BackgroundSyncUITests : UITestBase
{
    [Test]
    public void DiagnosticsListsRegisteredSyncTask()
    {
        App.FindElement(MobileBy.AccessibilityId("SettingsTab")).Click();
        App.FindElement(MobileBy.AccessibilityId("DiagnosticsRow")).Click();
        var row = App.FindElement(MobileBy.AccessibilityId("BgTask.com.kestrelfield.app.sync"));
        Assert.That(row.Text, Does.Contain("registered"));
    }

    [Test]
    public void SyncNowUpdatesLastSyncLabel()
    {
        App.FindElement(MobileBy.AccessibilityId("SyncNowButton")).Click();
        var label = App.FindElement(MobileBy.AccessibilityId("LastSyncLabel"));
        Assert.That(label.Text, Does.StartWith("Last sync: "));
    }

    [Test]
    public void OfflineBannerAppearsWhenUploadFails()
    {
        App.FindElement(MobileBy.AccessibilityId("DebugFailNextUpload")).Click();
        App.FindElement(MobileBy.AccessibilityId("SyncNowButton")).Click();
        Assert.That(App.FindElement(MobileBy.AccessibilityId("OfflineBanner")).Displayed, Is.True);
    }
}
