using System.Collections;
using Lanternfall.Rewards;
using NUnit.Framework;
using UnityEngine.TestTools;

namespace Lanternfall.Tests.PlayMode
{
    public class RewardCatalogTests
    {
        [UnityTest]
        public IEnumerator LoadsSeasonRewardsViaAddressables()
        {
            var task = RewardCatalog.LoadSeasonAsync();
            while (!task.IsCompleted)
            {
                yield return null;
            }

            Assert.IsFalse(task.IsFaulted, task.Exception?.ToString());
            Assert.AreEqual(12, task.Result.Count);
        }
    }
}
