/** Seeds the enquiries: the contact messages and the reply threads of those with a conversation. */
import type { LocalDoc } from '../db.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { messageSearchTerms } from '@/lib/search-terms.ts';
import { DAY, daysAgo } from './shared.ts';

interface SeedMessage {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  status: 'unread' | 'read' | 'replied';
  daysAgo: number;
  adminReply: string | null;
  userId: string | null;
  /**
   * A conversation before the reply above: our first reply and the sender's follow-up, hours after
   * the enquiry (the reply above then comes half a day after it). Filed as the app files them.
   */
  earlier?: { reply: string; replyHours: number; followUp: string; followUpHours: number };
}

const MESSAGES: SeedMessage[] = [
  {
    name: 'Sofia Alvarez',
    email: 'sofia@brightleaf.example',
    phone: '+1 (555) 201-3344',
    company: 'Brightleaf Organics',
    service: 'Web Development',
    message:
      'We need a new online shop for our organic produce boxes, with weekly subscriptions and delivery slots. Could we talk about timelines and budget?',
    status: 'unread',
    daysAgo: 0,
    adminReply: null,
    userId: null,
  },
  {
    name: 'James Whitaker',
    email: 'james.w@harborlogistics.example',
    phone: '',
    company: 'Harbor Logistics',
    service: 'Custom Software Development',
    message:
      'Our dispatch team still plans routes in spreadsheets. We are looking for a partner to build an internal tool that integrates with our fleet tracking.',
    status: 'unread',
    daysAgo: 2,
    adminReply: null,
    userId: null,
  },
  {
    name: 'Demo User',
    email: DEMO_ACCOUNTS.user.email,
    phone: '',
    company: '',
    service: 'Mobile App Development',
    message: 'I have an idea for a booking app for yoga studios. What would a first version cost?',
    status: 'replied',
    daysAgo: 6,
    adminReply:
      'Thanks for reaching out! A first version with class schedules, bookings and payments typically starts around $3,000. I have sent a short questionnaire to your e-mail so we can give you a firm quote.',
    userId: DEMO_ACCOUNTS.user.uid,
  },
  {
    name: 'Amara Osei',
    email: 'amara@kitekite.example',
    phone: '+44 20 7946 0958',
    company: 'KiteKite Studio',
    service: 'Digital Marketing',
    message: 'We would like help with paid social campaigns for our spring collection launch in March.',
    status: 'read',
    daysAgo: 11,
    adminReply: null,
    userId: null,
  },
  {
    name: 'Demo User',
    email: DEMO_ACCOUNTS.user.email,
    phone: '',
    company: '',
    service: 'Cybersecurity',
    message: 'Do you offer one-off security audits for small online shops?',
    status: 'read',
    daysAgo: 20,
    adminReply: null,
    userId: DEMO_ACCOUNTS.user.uid,
  },
  {
    name: 'Lukas Brandt',
    email: 'lukas@nordwerk.example',
    phone: '',
    company: 'Nordwerk GmbH',
    service: 'Database Solutions',
    message: 'We are migrating from an on-premise SQL Server to the cloud and need help planning the move without downtime.',
    status: 'replied',
    daysAgo: 34,
    adminReply: 'Hi Lukas, thanks for the details. We have scheduled a call for Thursday to go through your current setup.',
    userId: null,
    earlier: {
      reply: 'Hi Lukas, happy to help. Which SQL Server version do you run, and roughly how large are your databases?',
      replyHours: 3,
      followUp: 'SQL Server 2016, about 400 GB across three databases, on two machines in our office. We would like to move to Azure.',
      followUpHours: 7,
    },
  },
];

/** The enquiries (contact_messages, seed-message-1…) and their threads (collection path → replies). */
export function seedEnquiries(now: Date): {
  contactMessages: Record<string, LocalDoc>;
  threads: Record<string, Record<string, LocalDoc>>;
} {
  const contactMessages: Record<string, LocalDoc> = {};
  const threads: Record<string, Record<string, LocalDoc>> = {};
  MESSAGES.forEach((message, index) => {
    const created = daysAgo(now, message.daysAgo, 8 + index);
    const replied = message.status === 'replied' ? new Date(created.getTime() + DAY / 2) : null;
    const { earlier } = message;
    const hoursLater = (hours: number) => new Date(created.getTime() + hours * 3600_000);
    if (earlier) {
      // As the app writes them: the follow-up is entry 1; the reply that answered it filed the first reply as entry 2.
      threads[`contact_messages/seed-message-${index + 1}/replies`] = {
        '1': { from: 'sender', text: earlier.followUp, createdAt: hoursLater(earlier.followUpHours) },
        '2': { from: 'admin', text: earlier.reply, createdAt: hoursLater(earlier.replyHours) },
      };
    }
    contactMessages[`seed-message-${index + 1}`] = {
      name: message.name,
      email: message.email,
      phone: message.phone,
      company: message.company,
      service: message.service,
      message: message.message,
      status: message.status,
      createdAt: created,
      updatedAt: replied ?? created,
      adminReply: message.adminReply,
      repliedAt: replied,
      userId: message.userId,
      searchTerms: messageSearchTerms(message, { followUps: earlier ? [earlier.followUp] : [] }),
      ...(earlier ? { replyCount: 2 } : {}),
    };
  });

  return { contactMessages, threads };
}
