using System.Collections;
using System.Diagnostics;
using NUnit.Framework;
using UnityEngine.SceneManagement;
using UnityEngine.TestTools;

namespace Glimmer.Tests
{
    public class SceneLoadTests
    {
        [UnityTest]
        public IEnumerator HarborSceneLoadsUnderBudget()
        {
            var sw = Stopwatch.StartNew();
            yield return SceneManager.LoadSceneAsync("Harbor");
            Assert.Less(sw.ElapsedMilliseconds, 2500, "Harbor scene load budget");
        }
    }
}
