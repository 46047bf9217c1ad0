using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace FieldNotes.UITests;

[TestFixture]
public class VisitMapTests : BaseTest
{
    [Test]
    public void VisitMapOpensFromList()
    {
        App.FindElement(MobileBy.Id("VisitList_visit-future")).Click();
        App.FindElement(MobileBy.Id("ShowOnMapButton")).Click();
        Assert.That(App.FindElement(MobileBy.Id("VisitMap")).Displayed, Is.True);
    }

    [Test]
    public void VisitMapPinsRendered()
    {
        App.FindElement(MobileBy.Id("MapTab")).Click();
        var pins = App.FindElements(MobileBy.IOSNSPredicateString("type == 'XCUIElementTypeOther' AND name BEGINSWITH 'pin-'"));
        Assert.That(pins, Has.Count.EqualTo(6));
    }
}
