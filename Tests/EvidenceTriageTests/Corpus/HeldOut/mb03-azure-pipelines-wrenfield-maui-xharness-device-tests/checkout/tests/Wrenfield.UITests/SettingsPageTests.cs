using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace Wrenfield.UITests;

[TestFixture]
public class SettingsPageTests : AppiumSetup
{
    [Test]
    public void LaunchesToDashboard()
    {
        Assert.That(Driver.FindElement(MobileBy.AccessibilityId("dashboard.title")).Text, Is.EqualTo("Today"));
    }

    [Test]
    public void EnablesBackgroundSync()
    {
        Driver.FindElement(MobileBy.AccessibilityId("tab.settings")).Click();
        var toggle = Driver.FindElement(MobileBy.AccessibilityId("settings.backgroundSync"));
        toggle.Click();

        var status = Driver.FindElement(MobileBy.AccessibilityId("settings.backgroundSync.status"));
        Assert.That(status.Text, Is.EqualTo("On"));
    }
}
