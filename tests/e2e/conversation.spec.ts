import { axeProblems, DEMO, expect, signIn, signOut, test } from './fixtures.ts';

/**
 * A conversation: a signed-in user sends an enquiry, the admin replies, the user finds the reply named
 * at the top of their Messages and writes back, the admin sees the enquiry unread again and replies
 * again, then adds to that reply, and the user reads the three replies and their follow-up in order. One page, signing out and in
 * (in demo mode the data lives in this browser's localStorage).
 */
test('a reply, a follow-up and a second reply, shown in order to both sides', async ({ page, consoleErrors }) => {
  // Six sign-ins on a busy machine: more time than one journey usually needs.
  test.slow();
  const stamp = Date.now();
  const enquiry = `We need to move our customer database to the cloud, reference ${stamp}.`;
  const firstReply = `Happy to help. How large is the database? Reference ${stamp}.`;
  const followUp = `About 200 GB, and it must stay in the EU. Reference ${stamp}.`;
  const secondReply = `Then we will plan it in the Frankfurt region. Reference ${stamp}.`;
  const addition = `One more thing: the migration can run over a weekend. Reference ${stamp}.`;
  const service = 'Database Solutions';

  // 1. The user, signed in, sends an enquiry.
  await signIn(page, DEMO.user);
  await page.goto('/contact');
  await expect(page.getByLabel(/^Full Name/)).toHaveValue(DEMO.user.name);
  await page.getByLabel(/^Service Interested In/).selectOption(service);
  await page.getByLabel(/^Project Details/).fill(enquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Thank you! Your message has been sent successfully. We'll get back to you soon!")).toBeVisible();
  await signOut(page, DEMO.user.name);

  // 2. The admin replies.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/messages');
  const row = page.getByRole('region', { name: 'Messages' }).getByRole('listitem').filter({ hasText: enquiry });
  await expect(row).toContainText('Unread');
  await row.getByRole('button', { name: `Reply to ${DEMO.user.name}` }).click();
  let replyDialog = page.getByRole('dialog', { name: 'Reply to Message' });
  await replyDialog.getByRole('textbox', { name: 'Your Reply' }).fill(firstReply);
  await replyDialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();
  await expect(row).toContainText('Replied');
  await signOut(page, DEMO.admin.name);

  // 3. The user finds the reply named at the top of their Messages, follows the link to it and writes back.
  await signIn(page, DEMO.user);
  await page.goto('/profile?tab=messages');
  const panel = page.getByRole('tabpanel', { name: 'Messages' });
  const card = panel.getByRole('article').filter({ hasText: enquiry });
  const newReply = panel.getByRole('status').getByRole('link', { name: `New reply to your enquiry about ${service}` });
  await expect(newReply).toBeVisible();
  await newReply.click();
  await expect(card).toBeFocused();
  await expect(card).toContainText(firstReply);
  await card.getByRole('button', { name: 'Write back' }).click();
  const form = card.getByRole('form', { name: `Write back about ${service}` });
  await form.getByRole('textbox', { name: 'Your follow-up' }).fill(followUp);
  await form.getByRole('button', { name: 'Send follow-up' }).click();
  await expect(page.getByText("Follow-up sent. We'll get back to you soon.")).toBeVisible();
  await expect(card).toContainText('Sent – awaiting reply');
  await expect(card).toContainText('We have your follow-up and will get back to you soon.');
  // The conversation stays in view: the reply, then their follow-up.
  await expect(card.getByRole('listitem')).toHaveText([
    new RegExp(`^Reply from NovaForge Digital, .*${escape(firstReply)}$`),
    new RegExp(`^Your follow-up, .*${escape(followUp)}$`),
  ]);
  await signOut(page, DEMO.user.name);

  // 4. The admin sees it unread again, marked as a follow-up, reads the conversation and replies again.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/messages');
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('Follow-up');
  // The row shows what is new: their follow-up, not the reply it answers.
  await expect(row).toContainText(followUp);
  await expect(row).not.toContainText(firstReply);
  await row.getByRole('button', { name: `View message from ${DEMO.user.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Message Details' });
  await expect(details.getByRole('listitem')).toHaveText([
    new RegExp(`^Admin Reply, .*${escape(firstReply)}$`),
    new RegExp(`^Follow-up from ${DEMO.user.name}, .*${escape(followUp)}$`),
  ]);
  expect(await axeProblems(page, 'details with a conversation')).toEqual([]);
  await details.getByRole('button', { name: 'Reply', exact: true }).click();
  replyDialog = page.getByRole('dialog', { name: 'Reply to Message' });
  await replyDialog.getByRole('textbox', { name: 'Your Reply' }).fill(secondReply);
  await replyDialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();
  await expect(row).toContainText('Replied');
  await expect(row).not.toContainText('Follow-up');
  // Staff add to their answer with no follow-up since: the reply it held stays in the conversation.
  await row.getByRole('button', { name: `Add to Reply to ${DEMO.user.name}` }).click();
  replyDialog = page.getByRole('dialog', { name: 'Reply to Message' });
  await expect(replyDialog).toContainText(secondReply);
  await replyDialog.getByRole('textbox', { name: 'Your Reply' }).fill(addition);
  await replyDialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(replyDialog).toBeHidden();
  await expect(row).toContainText(addition);
  await signOut(page, DEMO.admin.name);

  // 5. The user reads the new reply, then the whole conversation: both replies and the follow-up, in order.
  await signIn(page, DEMO.user);
  await page.goto('/profile?tab=messages');
  await expect(panel.getByRole('link', { name: `New reply to your enquiry about ${service}` })).toBeVisible();
  await expect(card).toContainText(addition);
  await card.getByRole('button', { name: 'Show the whole conversation (4 messages)' }).click();
  await expect(card.getByRole('listitem')).toHaveText([
    new RegExp(`^Reply from NovaForge Digital, .*${escape(firstReply)}$`),
    new RegExp(`^Your follow-up, .*${escape(followUp)}$`),
    new RegExp(`^Reply from NovaForge Digital, .*${escape(secondReply)}$`),
    new RegExp(`^Reply from NovaForge Digital, .*${escape(addition)}$`),
  ]);
  await card.getByRole('button', { name: 'Write back' }).click();
  expect(await axeProblems(page, 'Messages with a conversation and the follow-up form')).toEqual([]);

  expect(consoleErrors).toEqual([]);
});

/** A text as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
