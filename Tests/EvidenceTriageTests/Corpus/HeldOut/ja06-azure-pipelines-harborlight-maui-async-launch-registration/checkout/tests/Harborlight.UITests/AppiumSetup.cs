using NUnit.Framework;
using OpenQA.Selenium.Appium;
using OpenQA.Selenium.Appium.iOS;

namespace Harborlight.UITests;

public abstract class AppiumSetup
{
    protected IOSDriver Driver = null!;

    [SetUp]
    public void LaunchApp()
    {
        var options = new AppiumOptions
        {
            PlatformName = "iOS",
            AutomationName = "XCUITest",
            DeviceName = "iPhone 16",
            PlatformVersion = "18.6",
            App = Environment.GetEnvironmentVariable("HARBORLIGHT_APP")!,
        };
        // Notifications pre-granted so no alert blocks the tests.
        options.AddAdditionalAppiumOption("appium:permissions",
            "{\"com.harborlight.app\":{\"notifications\":\"YES\"}}");
        options.AddAdditionalAppiumOption("appium:newCommandTimeout", 120);
        Driver = new IOSDriver(new Uri("http://127.0.0.1:4723/"), options, TimeSpan.FromSeconds(180));
    }

    [TearDown]
    public void Quit() => Driver?.Quit();
}
