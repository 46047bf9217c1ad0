using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace Harborlight.UITests;

[TestFixture]
public class LaunchTests : AppiumSetup
{
    [Test]
    public void AppShowsBerthListAfterLaunch()
    {
        var list = Driver.FindElement(MobileBy.AccessibilityId("BerthList"));
        Assert.That(list.Displayed, Is.True);
    }
}
