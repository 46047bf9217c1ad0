using System.Collections;
using NUnit.Framework;
using PocketOrchard.Content;
using UnityEngine.TestTools;

namespace PocketOrchard.PlayModeTests
{
    public class AssetWarmupTests
    {
        [UnityTest, Timeout(180000)]
        public IEnumerator WarmupCompletesOnDevice()
        {
            var warmup = ShaderAndAtlasWarmup.Begin();
            while (!warmup.IsDone)
                yield return null;

            Assert.AreEqual(0, warmup.FailedVariants);
        }
    }
}
