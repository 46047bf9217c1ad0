using NUnit.Framework;
using OpenQA.Selenium;
using OpenQA.Selenium.Appium;
using OpenQA.Selenium.Support.UI;

namespace FieldNotes.UITests;

[TestFixture]
public class ReminderTests : BaseTest
{
    [Test]
    public void FutureReminderIsListedInUpcoming()
    {
        OpenVisit("visit-future");
        App.FindElement(MobileBy.Id("ScheduleReminderButton")).Click();
        App.FindElement(MobileBy.Id("UpcomingTab")).Click();

        Assert.That(App.FindElement(MobileBy.Id("UpcomingReminder_7002")).Displayed, Is.True);
    }

    [Test]
    public void ImmediateReminderBannerAppears()
    {
        // visit-soon starts in 5 minutes, inside the 15-minute lead time, so the
        // reminder must be delivered right away (banner shows in foreground).
        OpenVisit("visit-soon");
        App.FindElement(MobileBy.Id("ScheduleReminderButton")).Click();

        var wait = new WebDriverWait(App, TimeSpan.FromSeconds(20));
        var banner = wait.Until(d => d.FindElement(MobileBy.IOSNSPredicateString(
            "type == 'XCUIElementTypeButton' AND label BEGINSWITH 'FIELDNOTES, now, Site visit: North Quarry'")));

        Assert.That(banner.Displayed, Is.True);
    }
}
