using Dosewise.Formatting;
using Xunit;

namespace Dosewise.DeviceTests;

public class DoseTextTests
{
    [Fact] public void FormatsWholeTablet() => Assert.Equal("1 tablet", DoseText.Format(1));
    [Fact] public void FormatsHalfTablet() => Assert.Equal("½ tablet", DoseText.Format(0.5m));
}
