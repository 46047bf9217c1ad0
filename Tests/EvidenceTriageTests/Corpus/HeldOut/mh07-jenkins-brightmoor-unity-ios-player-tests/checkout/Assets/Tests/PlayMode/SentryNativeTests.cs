using NUnit.Framework;
using Sentry.Unity.iOS;
using UnityEngine;
using UnityEngine.TestTools;

public class SentryNativeTests
{
    [Test]
    [UnityPlatform(RuntimePlatform.IPhonePlayer)]
    public void NativeSdkIsLinked()
    {
        Assert.IsTrue(SentryCocoaBridgeProxy.IsEnabled(), "sentry-cocoa is not linked into this player");
    }
}
