using NUnit.Framework;
using OpenQA.Selenium.Appium;

namespace FieldNotes.UITests;

[TestFixture]
public class FieldSyncTests : BaseTest
{
    [Test]
    public void UploadProgressShownInForeground()
    {
        SeedNotes("survey-40");
        App.FindElement(MobileBy.Id("SyncNowButton")).Click();
        WaitForText("SyncStatusLabel", "Synced 3 of 40", TimeSpan.FromSeconds(30));
    }

    [Test]
    public void UploadContinuesWhileAppIsBackgrounded()
    {
        SeedNotes("survey-40");
        App.FindElement(MobileBy.Id("SyncNowButton")).Click();

        // 40 notes at ~6 s each against the mock endpoint: about 4 minutes.
        App.BackgroundApp(TimeSpan.FromMinutes(4));

        var status = App.FindElement(MobileBy.Id("SyncStatusLabel"));
        Assert.That(status.Text, Is.EqualTo("Synced 40 of 40"));
    }
}
