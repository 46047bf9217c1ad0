using NUnit.Framework;
using OpenQA.Selenium.Appium;
using OpenQA.Selenium.Appium.iOS;

namespace Harvestly.UITests;

[TestFixture]
public class NotificationEnrichmentTests : AppiumSetup
{
    [Test]
    public void PlainPushShowsTitle()
    {
        Simctl.Push("com.harvestly.app", Payloads.Plain("Market opens at 8"));
        Assert.That(NotificationCenter.WaitForBanner(Driver, "Market opens at 8", TimeSpan.FromSeconds(15)), Is.True);
    }

    [Test]
    public void RichPushShowsProducePhotoThumbnail()
    {
        // mutable-content: 1 -> the Notification Service Extension downloads produce_photo
        // and attaches it; the banner then shows a thumbnail.
        Simctl.Push("com.harvestly.app", Payloads.Rich(
            title: "Heirloom tomatoes are in",
            photo: "https://cdn.staging.harvestly.app/produce/heirloom-tomatoes.jpg"));

        var banner = NotificationCenter.WaitForBanner(Driver, "Heirloom tomatoes are in", TimeSpan.FromSeconds(30));
        Assert.That(banner, Is.True, "banner not shown");
        Assert.That(NotificationCenter.BannerHasAttachment(Driver, "Heirloom tomatoes are in"), Is.True,
            "Expected notification attachment thumbnail for 'Heirloom tomatoes are in'");
    }
}
