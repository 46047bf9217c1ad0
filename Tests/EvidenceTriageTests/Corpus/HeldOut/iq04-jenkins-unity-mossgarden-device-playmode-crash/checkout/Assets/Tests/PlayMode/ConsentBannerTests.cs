using System.Collections;
using Mossgarden.Consent;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;

namespace Mossgarden.Tests
{
    public class ConsentBannerTests
    {
        [UnityTest]
        public IEnumerator ConsentCallbackHidesBanner()
        {
            var banner = new GameObject("banner").AddComponent<ConsentBanner>();
            banner.RequestTracking();
            // Device lab profile auto-answers the ATT prompt with "Ask App Not to Track".
            yield return new WaitForSeconds(5f);
            Assert.IsFalse(banner.Visible, "pre-prompt banner should hide after the ATT answer");
        }
    }
}
