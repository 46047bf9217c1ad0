using NUnit.Framework;
using OpenQA.Selenium.Appium;
using OpenQA.Selenium.Appium.iOS;

namespace Kestrel.Field.UITests;

public abstract class UITestBase
{
    protected IOSDriver App = null!;

    [OneTimeSetUp]
    public void StartSession()
    {
        var options = new AppiumOptions
        {
            PlatformName = "iOS",
            AutomationName = "XCUITest",
            DeviceName = Environment.GetEnvironmentVariable("UITEST_DEVICE") ?? "iPhone 15",
            PlatformVersion = "17.5",
            App = Environment.GetEnvironmentVariable("UITEST_APP_PATH"),
        };
        options.AddAdditionalAppiumOption("appium:newCommandTimeout", 300);

        App = new IOSDriver(new Uri("http://127.0.0.1:4723/"), options, TimeSpan.FromMinutes(3));
    }

    [OneTimeTearDown]
    public void StopSession() => App?.Quit();
}
