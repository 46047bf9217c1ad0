using System.Collections;
using Gullwing.Farm;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;

namespace Gullwing.PlayModeTests.Farm
{
    public class HarvestLedgerTests
    {
        [UnityTest]
        public IEnumerator HarvestIsCountedOnceAfterResume()
        {
            var ledger = new GameObject("ledger").AddComponent<HarvestLedger>();
            ledger.QueueHarvest(12);

            // iOS sends both callbacks when the app comes back from the background.
            ledger.SendMessage("OnApplicationPause", false);
            ledger.SendMessage("OnApplicationFocus", true);
            yield return null;

            Assert.AreEqual(12, ledger.Total);
        }
    }
}
