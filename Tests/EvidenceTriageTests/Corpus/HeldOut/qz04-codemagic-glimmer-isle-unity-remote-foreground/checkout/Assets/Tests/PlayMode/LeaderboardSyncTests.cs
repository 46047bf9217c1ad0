using System.Collections;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;
using Glimmer.Online;

namespace Glimmer.Tests
{
    public class LeaderboardSyncTests
    {
        [UnityTest]
        public IEnumerator UploadsScoreOnPause()
        {
            var fake = FakeLeaderboardServer.Start();
            ScoreKeeper.Current.Add(1200);
            Application.runInBackground = false;
            yield return PauseSimulator.SendPause(true);
            yield return new WaitUntil(() => fake.Uploads > 0);
            Assert.AreEqual(1200, fake.LastScore);
        }
    }
}
