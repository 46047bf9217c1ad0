using NUnit.Framework;

public class ScoreFormatterTests
{
    [Test]
    public void FormatsSmallScore() => Assert.AreEqual("950", ScoreFormatter.Format(950));

    [Test]
    public void FormatsThousandsSeparator()
    {
        Assert.AreEqual("12,480", ScoreFormatter.Format(12480));
    }
}
