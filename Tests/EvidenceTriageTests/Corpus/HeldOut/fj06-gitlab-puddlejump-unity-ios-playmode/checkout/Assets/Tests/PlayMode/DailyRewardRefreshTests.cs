using System.Collections;
using NUnit.Framework;
using Puddlejump.Rewards;
using UnityEngine;
using UnityEngine.TestTools;

namespace Puddlejump.Tests
{
    public class DailyRewardRefreshTests
    {
        private GameObject _go;

        [SetUp]
        public void SetUp()
        {
            _go = new GameObject("RewardRefreshDriver");
            _go.AddComponent<RewardRefreshDriver>();
        }

        [TearDown]
        public void TearDown() => Object.Destroy(_go);

        [UnityTest]
        public IEnumerator SubmitsRefreshRequestWhenPaused()
        {
            // Same path the engine takes when the player leaves the game.
            _go.SendMessage("OnApplicationPause", true);
            yield return new WaitForSecondsRealtime(0.5f);

            Assert.That(RewardRefreshDriver.LastSubmitted, Is.True,
                $"BGAppRefreshTaskRequest not accepted: {RewardRefreshDriver.LastError}");
        }

        [UnityTest]
        public IEnumerator DoesNotSubmitOnResume()
        {
            _go.SendMessage("OnApplicationPause", false);
            yield return null;
            LogAssert.NoUnexpectedReceived();
        }
    }
}
