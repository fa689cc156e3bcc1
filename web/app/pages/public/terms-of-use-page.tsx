import { Link } from 'react-router';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const sections: readonly LegalSection[] = [
  {
    id: 'who-these-terms-are-between',
    title: 'Who these terms are between',
    body: (
      <>
        <p>
          Tend is software that anyone can run on their own server. These terms are an agreement between you
          and the person or organisation that runs the Tend server you are using, called{' '}
          <strong>the operator</strong> here. By creating an account or using Tend, you accept them.
        </p>
        <p>
          The operator may add terms of their own, for example about who may join their server. If those
          conflict with these terms, the operator’s terms apply.
        </p>
      </>
    ),
  },
  {
    id: 'not-medical-advice',
    title: 'Tend is not medical advice',
    body: (
      <>
        <p>
          Tend is a journal. It helps you record meals and symptoms and notice patterns in them. It does not
          diagnose, treat, cure or prevent any condition, and it does not replace your doctor, dietitian or
          care team.
        </p>
        <ul>
          <li>Talk to a qualified professional before changing your diet, medication or treatment.</li>
          <li>Never ignore or delay professional advice because of something Tend shows you.</li>
          <li>
            If you feel seriously unwell, or think you may be having an emergency, contact a medical
            professional or your local emergency number straight away.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give a real email address, so that you can reset your password if you need to.</li>
        <li>Keep your password to yourself. An account is for one person.</li>
        <li>
          You are responsible for what happens in your account. If you think someone else has used it, change
          your password and tell the operator.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <>
        <p>
          Everything you write in Tend stays yours. You give the operator permission to store, process, back
          up and show it to you, only as far as needed to run Tend for you. That permission ends when you
          delete your content or your account.
        </p>
        <p>
          You can download all of it as a JSON file from your profile at any time, and delete your account to
          erase it. The <Link to="/privacy-policy">Privacy Policy</Link> explains what is stored and who can
          see it.
        </p>
      </>
    ),
  },
  {
    id: 'insights',
    title: 'What insights can and cannot tell you',
    body: (
      <>
        <p>
          Insights are statistics computed from your own journal. Each pattern comes with a confidence that
          reflects how much of your journal supports it. Even so:
        </p>
        <ul>
          <li>A pattern shows that two things often happen together, not that one causes the other.</li>
          <li>Insights are only as complete as your entries, and they can be wrong.</li>
          <li>
            If the operator has switched on an AI provider to word your insights, the wording comes from a
            language model and may be imperfect. The numbers behind it come from your journal.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fair-use',
    title: 'Using Tend fairly',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>try to get into anyone else’s account or data;</li>
          <li>attack, overload or probe the server, or get around its security or limits;</li>
          <li>upload anything unlawful, harmful or malicious;</li>
          <li>use Tend to collect information about other people.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        The operator runs Tend and decides how and when it is available. They may update it, change features
        or pause it, for example for maintenance. Nobody can promise it will always be available or free of
        errors, so download an export now and then if your notes matter to you.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use of Tend',
    body: (
      <p>
        You can stop at any time, and delete your account from your profile. The operator may suspend or close
        an account that breaks these terms or puts the service or other people at risk. Where it is
        reasonable, they will tell you first and give you a chance to export your data.
      </p>
    ),
  },
  {
    id: 'no-warranty',
    title: 'No warranty',
    body: (
      <p>
        Tend is provided “as is” and “as available”, without warranties of any kind, to the extent the law
        allows. That includes any promise that it suits a particular purpose or that its insights are
        accurate.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits of liability',
    body: (
      <p>
        To the extent the law allows, neither the operator nor the people who write the Tend software are
        liable for indirect or consequential loss, or for decisions you make based on what Tend shows you.
        Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When these terms change, the “Last updated” date at the top changes too. The operator should let you
        know about important changes before they take effect. If you keep using Tend after that, the new terms
        apply; if you do not agree, you can export your data and delete your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For questions about these terms, contact the operator of this Tend server: the person or organisation
        who gave you its address or invited you to use it.
      </p>
    ),
  },
];

export function TermsOfUsePage() {
  useDocumentTitle('Terms of Use');
  return (
    <LegalDocument
      title="Terms of Use"
      updated="2026-11-21"
      intro={
        <>
          <p className="font-semibold">The short version</p>
          <ul>
            <li>Tend is a journal, not medical advice. Your care team has the final word.</li>
            <li>What you write stays yours. Export it or delete it whenever you like.</li>
            <li>Use Tend for yourself, and do not try to reach anyone else’s data.</li>
            <li>The operator who runs this server provides Tend as it is, and is your contact.</li>
          </ul>
        </>
      }
      sections={sections}
    />
  );
}
