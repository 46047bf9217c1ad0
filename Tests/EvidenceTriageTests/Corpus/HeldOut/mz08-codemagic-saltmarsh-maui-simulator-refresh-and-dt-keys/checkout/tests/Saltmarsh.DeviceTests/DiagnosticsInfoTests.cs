using Foundation;
using Xunit;

namespace Saltmarsh.DeviceTests;

public class DiagnosticsInfoTests
{
    [Fact]
    public void ReportsXcodeBuild()
    {
        var info = NSBundle.MainBundle.InfoDictionary;
        Assert.NotNull(info["DTXcodeBuild"]);
        Assert.NotNull(info["DTPlatformVersion"]);
    }
}
