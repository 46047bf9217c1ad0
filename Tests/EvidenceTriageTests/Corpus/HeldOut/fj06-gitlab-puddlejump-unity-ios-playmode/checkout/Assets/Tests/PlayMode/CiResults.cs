using System.IO;
using NUnit.Framework.Interfaces;
using UnityEngine;
using UnityEngine.TestRunner;

[assembly: TestRunCallback(typeof(Puddlejump.Tests.CiResults))]

namespace Puddlejump.Tests
{
    /// <summary>
    /// Player-side reporter for CI: the iOS test player runs without an Editor
    /// connection, so we print one line per test and write the NUnit XML to
    /// Documents/TestResults.xml, which ci/collect-results.sh copies out of the
    /// simulator container.
    /// </summary>
    public class CiResults : ITestRunCallback
    {
        public void RunStarted(ITest testsToRun) =>
            Debug.Log($"[CiResults] Run started: {testsToRun.TestCaseCount} tests");

        public void TestStarted(ITest test) { }

        public void TestFinished(ITestResult result)
        {
            if (result.Test.IsSuite) return;
            Debug.Log($"[CiResults] {result.ResultState.Status} {result.FullName} ({result.Duration:0.000}s)");
            if (result.ResultState.Status == TestStatus.Failed)
            {
                Debug.Log($"[CiResults]   {result.Message.Trim().Replace("\n", "\n[CiResults]   ")}");
                Debug.Log($"[CiResults]   {result.StackTrace?.Trim().Replace("\n", "\n[CiResults]   ")}");
            }
        }

        public void RunFinished(ITestResult testResults)
        {
            var path = Path.Combine(Application.persistentDataPath, "TestResults.xml");
            File.WriteAllText(path, testResults.ToXml(true).OuterXml);
            Debug.Log($"[CiResults] Run finished: {testResults.PassCount} passed, {testResults.FailCount} failed, {testResults.SkipCount} skipped -> {path}");
        }
    }
}
