using System.Collections;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;

namespace Gullwing.PlayModeTests.Monetization
{
    public class AdLifecycleTests
    {
        [UnityTest]
        public IEnumerator PausingBeforeAdsInitDoesNotCrash()
        {
            // Ads are initialised lazily after the first farm screen; a player can
            // background the game before that (incoming call, notification tap).
            Assert.IsFalse(MaxSdk.IsInitialized());
            yield return TestPlayer.SendToBackgroundAndBack(seconds: 2);
            Assert.Pass();
        }
    }
}
