using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace Harborlight.UITests;

public class LifecycleTests : BaseTest
{
    [Test]
    public void BackgroundingFromDetailPageKeepsAppAlive()
    {
        App.FindElement(MobileBy.AccessibilityId("HarborList")).Click();
        App.FindElement(MobileBy.AccessibilityId("Harbor_Kinsale")).Click();
        App.BackgroundApp(TimeSpan.FromSeconds(5));
        Assert.That(App.FindElement(MobileBy.AccessibilityId("HarborDetailTitle")).Text, Is.EqualTo("Kinsale"));
    }
}
