using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace Harborlight.UITests;

[TestFixture]
public class NotificationTests : AppiumSetup
{
    [Test]
    public void TideAlertToggleSchedulesNotification()
    {
        Driver.FindElement(MobileBy.AccessibilityId("SettingsTab")).Click();
        Driver.FindElement(MobileBy.AccessibilityId("TideAlertSwitch")).Click();
        var status = Driver.FindElement(MobileBy.AccessibilityId("TideAlertStatus"));
        Assert.That(status.Text, Is.EqualTo("Next alert 05:40"));
    }
}
