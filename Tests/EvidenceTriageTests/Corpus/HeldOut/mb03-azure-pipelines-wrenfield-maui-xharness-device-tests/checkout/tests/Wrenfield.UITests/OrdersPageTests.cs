using NUnit.Framework;
using OpenQA.Selenium;
using OpenQA.Selenium.Appium;

namespace Wrenfield.UITests;

[TestFixture]
public class OrdersPageTests : AppiumSetup
{
    [Test]
    public void ShowsOrderHistory()
    {
        Driver.FindElement(MobileBy.AccessibilityId("tab.orders")).Click();
        Assert.That(Driver.FindElement(MobileBy.AccessibilityId("orders.list")).Displayed, Is.True);
    }

    // Offline banner: airplane mode is toggled through the app's debug menu,
    // then the orders tab must show the banner.
    [Test]
    public void ShowsOfflineBanner()
    {
        Driver.FindElement(MobileBy.AccessibilityId("tab.settings")).Click();
        Driver.FindElement(MobileBy.AccessibilityId("debug.network.offline")).Click();
        Driver.FindElement(MobileBy.AccessibilityId("tab.orders")).Click();

        // The banner animates in after the reachability callback fires.
        // NOTE: no explicit wait; Appium's implicit wait (10 s) applies,
        // and the HttpClient timeout (60 s) bounds each command.
        // When the runner stops forwarding commands, this lookup is where it shows.
        // See the rerun step in azure-pipelines.yml.
        var banner = Driver.FindElement(MobileBy.AccessibilityId("orders.offlineBanner"));
        Assert.That(banner.Displayed, Is.True);
    }
}
