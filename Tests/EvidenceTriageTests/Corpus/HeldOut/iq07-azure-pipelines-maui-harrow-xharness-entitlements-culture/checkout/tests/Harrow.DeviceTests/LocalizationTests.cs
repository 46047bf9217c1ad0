using System.Globalization;
using Harrow.Resources.Strings;
using Xunit;

namespace Harrow.DeviceTests;

public class LocalizationTests
{
    // azure-pipelines.yml launches the test app with -AppleLanguages (de) -AppleLocale de_DE.
    [Fact]
    public void UsesGermanTitleWhenDeviceLanguageIsGerman()
    {
        Assert.Equal("de", CultureInfo.CurrentUICulture.TwoLetterISOLanguageName);
        Assert.Equal("Ausgaben", AppResources.ExpensesTitle);
    }

    [Fact]
    public void NeutralResourcesAreEnglish()
    {
        Assert.Equal("Expenses", AppResources.ResourceManager.GetString("ExpensesTitle", CultureInfo.InvariantCulture));
    }
}
